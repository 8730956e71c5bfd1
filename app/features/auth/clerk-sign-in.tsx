import { ClerkProvider, SignIn } from '@clerk/tanstack-react-start';

/** Clerk's hosted sign-in form (Clerk mode); it returns to `redirectUrl` afterwards. */
export function ClerkSignIn({
  publishableKey,
  redirectUrl,
}: {
  publishableKey: string;
  redirectUrl: string;
}) {
  return (
    <ClerkProvider publishableKey={publishableKey}>
      <SignIn routing="hash" forceRedirectUrl={redirectUrl} signUpUrl="/login" />
    </ClerkProvider>
  );
}
