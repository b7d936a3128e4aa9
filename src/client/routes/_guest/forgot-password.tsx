import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '#client/features/auth/forgot-password-page.tsx';

export const Route = createFileRoute('/_guest/forgot-password')({ component: ForgotPasswordPage });
