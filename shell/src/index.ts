// Async boundary: the shared singletons are negotiated before any of them is used. The app's page
// names the registry and the session in its head (graph-api's remote-page-preloads.ts): the browser
// asks for them beside this script, and the app finds their answers there.
void import('./bootstrap').then(({ startApp }) => startApp());
