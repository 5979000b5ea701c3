// Keycloak's login page as a keycloakify theme draws it: the theme's default login page in the
// default template, with Keycloak's own stylesheets (PatternFly and login.css). On a Keycloak
// server those come from the theme's resources; here they are served beside the page (see
// resources.js).
import DefaultPage from 'keycloakify/login/DefaultPage';
import { i18nBuilder } from 'keycloakify/login/i18n';
import Template from 'keycloakify/login/Template';
import { lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { kcContext } from './context.js';

// Only the registration and profile pages draw these fields; the login page never loads them.
const UserProfileFormFields = lazy(() => import('keycloakify/login/UserProfileFormFields'));

const { useI18n } = i18nBuilder.build();

function KcPage() {
  const { i18n } = useI18n({ kcContext });
  return (
    <DefaultPage
      kcContext={kcContext}
      i18n={i18n}
      Template={Template}
      doUseDefaultCss={true}
      classes={{}}
      UserProfileFormFields={UserProfileFormFields}
      doMakeUserConfirmPassword={true}
    />
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<KcPage />);
