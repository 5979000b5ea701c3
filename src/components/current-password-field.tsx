import { useI18n } from '../i18n/i18n-context';
import { PasswordField, type PasswordFieldProps } from './password-field';

/**
 * The account's password as it is now, where the user signs in or confirms it is them:
 * named and marked alike everywhere (`current-password`), so a password manager fills it in
 * every place it is asked for, and offers to save it in none.
 */
export function CurrentPasswordField(
  props: Omit<PasswordFieldProps, 'label' | 'name' | 'autoComplete' | 'required'>,
) {
  const { t } = useI18n();
  return (
    <PasswordField
      label={t('field.password')}
      name="password"
      autoComplete="current-password"
      required
      {...props}
    />
  );
}
