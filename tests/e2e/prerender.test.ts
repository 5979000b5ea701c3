import { firstPaintTests } from './prerender/first-paint';
import { prerenderedLanguageTests } from './prerender/prerendered-language';
import { sessionHintTests } from './prerender/session-hint';
import { typedBeforeScriptTests } from './prerender/typed-before-script';
import { setUpPortal } from './support/portal-page';

// Each test opens the contexts it needs: JavaScript off, a locale, a page split in two.
const shared = setUpPortal();

firstPaintTests(shared);
sessionHintTests(shared);
typedBeforeScriptTests(shared);
prerenderedLanguageTests(shared);
