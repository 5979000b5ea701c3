import { setUpLauncher } from './launcher/launcher-page';
import { mainScreenTests } from './launcher/main-screen';
import { screenFitTests } from './launcher/screen-fit';
import { tourPlacementTests } from './launcher/tour-placement';
import { welcomeTourTests } from './launcher/welcome-tour';

// The main screen after a sign-in, each test with a portal of its own (launcher-page.ts).
const launcher = setUpLauncher();

mainScreenTests(launcher);
welcomeTourTests(launcher);
tourPlacementTests(launcher);
screenFitTests(launcher);
