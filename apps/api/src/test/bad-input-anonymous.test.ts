// Hostile input on every route, sent without a token: see bad-input-suite.ts.
import { describeBadInput } from './bad-input-suite';

describeBadInput('without a token');
