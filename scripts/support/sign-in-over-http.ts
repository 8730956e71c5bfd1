/** Signs in with email and password over HTTP (no browser) and returns the session cookie. */
export async function signInCookie(
  baseUrl: string,
  account: { email: string; password: string },
  extraHeaders: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...extraHeaders },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
