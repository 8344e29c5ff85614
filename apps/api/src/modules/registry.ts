// Every API module that serves routes, one line each: adding a module is adding its folder (with an index.ts that
// exports `routes`, and `staffRoutes` for its staff side, decision 0031) and its line here. app.ts registers them all.
export * as accounts from './accounts';
export * as activation from './activation';
export * as affiliate from './affiliate';
export * as assessments from './assessments';
export * as auth from './auth';
export * as cart from './cart';
export * as catalog from './catalog';
export * as certificates from './certificates';
export * as classrooms from './classrooms';
export * as content from './content';
export * as corporateProgram from './corporate-program';
export * as discussions from './discussions';
export * as downloads from './downloads';
export * as events from './events';
export * as health from './health';
export * as lab from './lab';
export * as learning from './learning';
export * as memberProfile from './member-profile';
export * as notifications from './notifications';
export * as orders from './orders';
export * as points from './points';
export * as profiles from './profiles';
export * as rewards from './rewards';
export * as sessions from './sessions';
export * as siteConfig from './site-config';
export * as subscriptions from './subscriptions';
