// Sends one image to POST /api/uploads. XMLHttpRequest rather than fetch: fetch cannot report
// upload progress. The server decides the type from the bytes, so no file name or type is
// sent; its refusals (413 too large, 415 not an image) arrive as wire errors (lib/server-error.ts).
import type { Locale } from '@poct/schemas';
import { wireErrorOf, type ServerError } from '../../lib/server-error.ts';

/** What the image is for; it decides the permission the server asks for. */
export type UploadPurpose = 'banner' | 'post' | 'product' | 'forum-topic';

export interface UploadedImage {
  /** The largest variant, stored in the document. */
  url: string;
  variants: Array<{ width: number; height: number; url: string }>;
}

export class UploadFailed extends Error {
  /** The server's refusal; absent when the server was not reached. */
  readonly refusal: ServerError | undefined;
  constructor(refusal?: ServerError) {
    super(refusal?.key ?? 'upload failed');
    this.name = 'UploadFailed';
    this.refusal = refusal;
  }
}

export interface UploadOptions {
  purpose: UploadPurpose;
  token: string | null;
  locale: Locale;
  /** From 0 to 1 while the bytes go out. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

export function uploadImage(file: Blob, options: UploadOptions): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/uploads?purpose=${options.purpose}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', options.locale);
    // Whatever the file calls itself: the server reads the bytes.
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    if (options.token) request.setRequestHeader('Authorization', `Bearer ${options.token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as (Partial<UploadedImage> & { key?: unknown }) | null;
      if (request.status === 201 && body?.url && body.variants) resolve(body as UploadedImage);
      else
        reject(
          new UploadFailed(typeof body?.key === 'string' ? wireErrorOf(request.status, body) : undefined),
        );
    };
    request.onerror = () => reject(new UploadFailed());
    request.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(file);
  });
}
