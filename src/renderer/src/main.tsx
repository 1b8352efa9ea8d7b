import { render } from 'solid-js/web';
import { App } from './app';
import { connectToCore } from './api/connect';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
render(() => <App client={connectToCore()} />, root);
