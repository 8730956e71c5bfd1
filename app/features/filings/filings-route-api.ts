import { getRouteApi } from '@tanstack/react-router';

/** The /filings/ route, for its search params and navigation from feature components. */
export const filingsRouteApi = getRouteApi('/_app/filings/');
