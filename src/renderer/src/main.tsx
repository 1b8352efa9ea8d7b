import { render } from 'solid-js/web';
import { App } from './app';
import { connectToCore } from './api/connect';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
const { client, connected } = connectToCore();
// Drawn once the socket is open. A socket opens only when the page's thread is free, and the first drawing
// (which makes the first requests) holds it for a while: drawn first, the requests would wait for it all and
// only then reach the core. Open first, they reach it at once, and the core answers while the page draws.
void connected.then(() => render(() => <App client={client} />, root));
