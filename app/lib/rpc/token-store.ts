/**
 * Holds the signed-in user's short-lived api token for one router: one per request on the
 * server, one per tab in the browser. The protected-route guard sets it on every navigation.
 */
export type TokenStore = {
  get: () => string | undefined;
  set: (token: string | undefined) => void;
};

export function createTokenStore(): TokenStore {
  let current: string | undefined;
  return {
    get: () => current,
    set: (token) => {
      current = token;
    },
  };
}
