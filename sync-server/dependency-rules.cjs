// The server's import rules, merged into the root .dependency-cruiser.cjs.
module.exports = { forbidden: [] };
