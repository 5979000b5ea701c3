// The Okta Sign-In Widget as installed from npm (the package's default build, which carries both
// the Identity Engine and the Classic Engine). The Classic Engine draws its primary sign-in form
// without asking the org first, so it renders here against a local, non-existent org.
import OktaSignIn from '@okta/okta-signin-widget';
import '@okta/okta-signin-widget/css/okta-sign-in.min.css';

const widget = new OktaSignIn({
  baseUrl: window.location.origin,
  useClassicEngine: true,
  language: 'en',
});
widget.renderEl({ el: '#root' });
