import type { ShellRoutePath } from '../routes/routeTable';
import { publicPages } from './publicPages';

/** A public page drawn by the app itself, inside its providers (the dev server has no pre-rendered pages). */
export default function PublicPageInApp({ path }: { path: ShellRoutePath }) {
  const { Page } = publicPages[path];
  return <Page />;
}
