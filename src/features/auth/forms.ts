/** The sign-in and sign-up forms: one chunk, which signed-in pages never download (app/AppRoutes.tsx). */
export { SignIn } from './SignIn';
export { SignUp } from './SignUp';
