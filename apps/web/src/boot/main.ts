/** The page's one script entry: styles plus the tiny boot that lazy-loads islands. */
import '../styles/app.css';
import { boot } from './boot.ts';

boot(document).catch((error: unknown) => {
  console.error(error);
});
