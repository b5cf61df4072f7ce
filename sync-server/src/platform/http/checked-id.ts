// Where the one rule for ids (`checkId` of @poct/schemas) meets the routes: every route
// parameter that names a record is checked by `checkIdParams` before any handler or permission
// check of its route runs, and every id field of a body by `existingId` / `newId`, so a bad id is
// refused before anything reads or writes the store. Malformed (a store path, a dot segment,
// empty, over-long, odd characters): 400. A document id of another shape names nothing: 404,
// with the route's own not-found text.
import type { Request, Router } from 'express';
import { checkId, fieldError, type IdCollection } from '@poct/schemas';
import { AppError } from './app-error.ts';
import { FieldErrors } from './field-errors.ts';

/** The not-found text of each collection where it has its own (the spec's post, role and user). */
const NOT_FOUND_KEYS: Partial<Record<IdCollection, string>> = {
  user: 'error.404.user',
  role: 'error.404.role',
  post: 'error.404.post',
  forum_thread: 'error.forum.thread_404',
  forum_topic: 'error.forum.404',
  demo_slot: 'error.404',
};

export function notFoundOf(collection: IdCollection): AppError {
  return new AppError(404, NOT_FOUND_KEYS[collection] ?? 'error.404.resource');
}

function malformed(field: string | undefined): AppError {
  return field === undefined
    ? new AppError(400, 'error.400')
    : new FieldErrors([fieldError(field, 'error.400', 'malformed id')]);
}

/**
 * An id naming a stored record of `collection` (a route parameter, or the body field `field`):
 * the id, or 400 when malformed and 404 when it cannot be one of the collection.
 */
export function existingId(collection: IdCollection, value: unknown, field?: string): string {
  const verdict = checkId(collection, value);
  if (verdict === 'malformed') throw malformed(field);
  if (verdict === 'foreign') throw notFoundOf(collection);
  return value as string;
}

/** The id a client chose for a new record of `collection` (body field `field`): anything but valid is a 400. */
export function newId(collection: IdCollection, value: unknown, field: string): string {
  if (checkId(collection, value) !== 'valid') throw malformed(field);
  return value as string;
}

/**
 * The collection each route parameter of `router` names, or a function of the request for a
 * parameter whose collection an earlier one decides (moderation's `:kind/:id`); undefined there
 * lets the route answer (its 404 for an unknown kind). Express runs these before the route.
 */
export type IdParams = Record<string, IdCollection | ((req: Request) => IdCollection | undefined)>;

export function checkIdParams(router: Router, params: IdParams): void {
  for (const [name, collectionOf] of Object.entries(params)) {
    router.param(name, (req, _res, next, value: unknown) => {
      const collection = typeof collectionOf === 'function' ? collectionOf(req) : collectionOf;
      if (collection === undefined) return next();
      try {
        existingId(collection, value);
        next();
      } catch (error) {
        next(error);
      }
    });
  }
}
