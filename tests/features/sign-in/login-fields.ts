import { screen } from '@testing-library/react';

/** The sign-in form's fields and button, found as a person finds them. */
export const emailField = () => screen.getByRole('textbox', { name: 'Email' });
export const passwordField = () => screen.getByLabelText('Password');
export const submitButton = () => screen.getByRole('button', { name: 'Sign in' });
