import { useEffect } from 'react';
import { TITLE_SEPARATOR } from '@poct/schemas';

export const SITE_NAME = 'POCT Atlas';

/** Sets the tab title to 'Page | POCT Atlas'. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = page ? `${page} ${TITLE_SEPARATOR} ${SITE_NAME}` : SITE_NAME;
  }, [page]);
}
