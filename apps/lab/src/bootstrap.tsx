import { mountStandalone } from '@akademi-siber/feature-app-frame';
import app from './app';

mountStandalone(app);
