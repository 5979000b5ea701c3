import { codeLockTests } from './second-factor/code-locks';
import { codeSignInTests } from './second-factor/code-sign-in';
import { codeStepEdgeTests } from './second-factor/code-step-edges';
import { setUpCodeStep } from './second-factor/code-step-page';
import { requiredSetUpTests } from './second-factor/required-set-up';

// The code step after the password, as Carla (dev-server/README.md: an authenticator) lives
// it, against a service whose clock the tests move on (code-step-page.ts).
const codeStep = setUpCodeStep();

codeSignInTests(codeStep);
codeStepEdgeTests(codeStep);
requiredSetUpTests(codeStep);
codeLockTests(codeStep);
