import { useEffect } from 'react';

/** The attribute set on `<body>` once React has hydrated the page's shell. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document as hydrated (`<body data-hydrated>`) once React has attached its handlers
 * to the server's markup: the browser tests wait for it instead of half a second of network
 * silence, and a support engineer can tell a page whose script never ran from one that did.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.body.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
