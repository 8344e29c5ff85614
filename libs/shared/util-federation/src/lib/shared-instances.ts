/**
 * Identity check for run-time singletons. Each build (the shell and every remote) records the module
 * instances ITS OWN imports resolve to. This lib is deliberately NOT shared: it is bundled into each
 * build, so its imports go through that build's federation share resolution. Tests compare the records.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactRouter from 'react-router';
import * as ReactRouterDom from 'react-router-dom';
import * as ReactRedux from 'react-redux';
import * as ReduxToolkit from '@reduxjs/toolkit';
import styled from 'styled-components';

export type SharedInstances = Record<string, unknown>;

declare global {
  interface Window {
    __akademiSharedInstances?: Record<string, SharedInstances>;
  }
}

/** `workspaceLibs` are marker objects of the shared workspace libs (api slice, session slice, theme). */
export function recordSharedInstances(owner: string, workspaceLibs: SharedInstances): void {
  if (typeof window === 'undefined') return;
  const registry = (window.__akademiSharedInstances ??= {});
  registry[owner] = {
    react: React.createElement,
    'react-dom': ReactDOM.createPortal,
    'react-router': ReactRouter.useNavigate,
    'react-router-dom': ReactRouterDom.Link,
    'react-redux': ReactRedux.ReactReduxContext,
    '@reduxjs/toolkit': ReduxToolkit.configureStore,
    'styled-components': styled,
    ...workspaceLibs,
  };
}

/** Names of instances that differ between two owners (empty when everything is one instance). */
export function differingInstances(a: SharedInstances, b: SharedInstances): string[] {
  return Object.keys(a).filter((key) => a[key] !== b[key]);
}
