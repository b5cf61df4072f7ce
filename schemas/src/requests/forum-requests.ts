// Request bodies of the forum's writes, beside request-schemas.ts (which gathers every request
// schema under its name): what each is made of. Whether an id is of its collection's grammar (a
// comment's beginning with its thread's) is the route's to judge, by `isIdOf`; the texts' rules
// (a subject, a text not blank, their lengths) are the thread's and comment's documents'.

/** An id the author's device made: text (its grammar: the route's, `isIdOf`). */
const postId = { type: 'string', errorKeys: { type: 'error.400', required: 'error.400' } } as const;

/** A text of a post as typed (its rules: the document's). */
const postText = { type: 'string' } as const;

/** A thread a reader starts (POST /api/forum/threads): its id, its sub-topic, subject and text. */
export const forumThread = {
  type: 'object',
  properties: { id: postId, topic_id: postText, subject: postText, body: postText },
  required: ['id'],
} as const;

/** The author's change of a thread (PUT /api/forum/threads/:id): subject and text. */
export const forumThreadChange = {
  type: 'object',
  properties: { subject: postText, body: postText },
} as const;

/** A comment on a thread (POST /api/forum/comments): its thread, its id and text. */
export const forumComment = {
  type: 'object',
  properties: { thread_id: postId, id: postId, body: postText },
  required: ['thread_id', 'id'],
} as const;

/** The author's change of a comment (PUT /api/forum/comments/:id): its text. */
export const forumCommentChange = {
  type: 'object',
  properties: { body: postText },
} as const;
