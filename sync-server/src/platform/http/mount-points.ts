// Where an area mounts its routes. app.ts mounts the points in this order, so an area says which
// phase a route belongs to and the order of the phases stays in one place (see CONTEXT.md).
import express from 'express';

export interface MountPoints {
  /** At the root, after the security headers and before any body parser: `/db` streams its body. */
  raw: express.Router;
  /** Under `/api`, before the JSON parser: routes that read their body with a limit of their own. */
  apiRaw: express.Router;
  /** Under `/api`, after the JSON parser and before the API 404. */
  api: express.Router;
  /** At the root after `/api`: `/mcp` and the uploaded files. */
  root: express.Router;
  /** Last before the error middleware: the web app's pages and sitemaps. */
  pages: express.Router;
}

export function createMountPoints(): MountPoints {
  return {
    raw: express.Router(),
    apiRaw: express.Router(),
    api: express.Router(),
    root: express.Router(),
    pages: express.Router(),
  };
}

/** What every area exports from its `index.ts`. */
export interface Area<Deps> {
  mount(points: MountPoints, deps: Deps): void;
}
