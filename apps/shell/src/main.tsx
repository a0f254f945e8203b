// Only modules free of the shared libraries (React and the rest) may be imported here.
import { startOverPrerender } from './boot/start-over-prerender';

// The async boundary: shared singletons are negotiated before the app code runs.
void startOverPrerender(document.getElementById('root'), () => import('./bootstrap'));
