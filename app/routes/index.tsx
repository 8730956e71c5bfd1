import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '#app/features/landing/landing-page.tsx';

export const Route = createFileRoute('/')({ component: LandingPage });
