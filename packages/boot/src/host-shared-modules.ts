// The modules a host hands to its remotes as shared singletons (one React, one router, one store
// across the page). The host bundles them as its own code; the federation runtime, loaded with
// the first remote (packages/federation/src/registry.ts), is given this table then. The keys and
// versions are the build's (`hostSharedVersions` in packages/federation/shared-singletons.cjs);
// react-router and the state libraries are handed over with the names the apps may use
// (`shakenExports` there), the rest whole.
import {
  combineSlices,
  configureStore,
  createSelector,
  createSlice,
  nanoid,
} from '@reduxjs/toolkit';
import * as federation from '@touchline/federation';
import * as i18n from '@touchline/i18n';
import * as store from '@touchline/store';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { Provider, useDispatch, useSelector, useStore } from 'react-redux';
import {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
import * as redux from 'redux';
import * as reduxSaga from 'redux-saga';
import * as sagaEffects from 'redux-saga/effects';

/** Each shared key's module, as a module namespace a remote's import reads. */
export const HOST_SHARED_MODULES: Readonly<Record<string, object>> = {
  react: React,
  'react-dom': ReactDOM,
  'react-router': {
    BrowserRouter,
    Link,
    NavLink,
    Navigate,
    Outlet,
    Route,
    Routes,
    matchPath,
    useLocation,
    useNavigate,
    useParams,
    useSearchParams,
  },
  redux,
  'react-redux': { Provider, useDispatch, useSelector, useStore },
  'redux-saga': reduxSaga,
  'redux-saga/effects': sagaEffects,
  '@reduxjs/toolkit': { combineSlices, configureStore, createSelector, createSlice, nanoid },
  '@touchline/store': store,
  '@touchline/federation': federation,
  '@touchline/i18n': i18n,
};

export interface HostShare {
  version: string;
  lib: () => object;
  shareConfig: { singleton: true; requiredVersion: string | false };
}

/** The runtime's `shared` option: every key the build names, with its module. */
export function hostShares(
  versions: Readonly<Record<string, { version: string; requiredVersion: string | false }>>,
): Record<string, HostShare> {
  const shares: Record<string, HostShare> = {};
  for (const [name, { version, requiredVersion }] of Object.entries(versions)) {
    const module = HOST_SHARED_MODULES[name];
    if (!module) throw new Error(`The host has no module for the shared key ${name}`);
    shares[name] = {
      version,
      lib: () => module,
      shareConfig: { singleton: true, requiredVersion },
    };
  }
  return shares;
}
