/**
 * The scripts of the page's chrome (header counts and account menu, search box, drawer, newsletter,
 * popups, vitals) as one module: seven component scripts were seven files on every page, each with
 * its own request, imports and gzip overhead. Each part does nothing when its element is absent
 * (a guest has no account menu; a page without a drawer has no drawer).
 */
import { startDrawer } from './drawer/drawer';
import { showHeaderCounts } from './header-counts/counts';
import { runUserMenu } from './header-counts/user-menu';
import { wakeSuggestions } from './header-search/wake';
import { wireNewsletter } from './newsletter';
import { startToaster } from './toaster/toaster';
import { reportVitalsWhenIdle } from './vitals/report-when-idle';

startToaster();
showHeaderCounts();
runUserMenu();
wakeSuggestions();
document.querySelectorAll<HTMLDialogElement>('dialog[data-drawer]').forEach(startDrawer);
document.querySelectorAll<HTMLFormElement>('form[data-newsletter]').forEach(wireNewsletter);
reportVitalsWhenIdle();
