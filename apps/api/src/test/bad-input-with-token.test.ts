// Hostile input on every route, sent with a token of a role the route allows: see bad-input-suite.ts.
import { describeBadInput } from './bad-input-suite';

describeBadInput('with a token');
