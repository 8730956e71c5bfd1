import { getRouteApi } from '@tanstack/react-router';

/** The /search route, for its search params and navigation from feature components. */
export const searchRouteApi = getRouteApi('/_app/search');
