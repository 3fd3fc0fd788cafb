import type { InMemoryCache } from "@apollo/client";
import * as apollo from "./apollo/client";
import { features } from "./features";
import { createFeatureRegistry, type FeatureRegistry } from "./features/registry";

export type { ApolloSetup, ApolloSetupOptions } from "./apollo/client";

/**
 * The one place besides the route table (App.tsx) that reads the list of areas: the composition root
 * gathers what they bring once, and hands it down (AppProviders provides it to the screens). Code under
 * features/, components/, layout/ and apollo/ never imports the list, which imports every area.
 */
export const appFeatures: FeatureRegistry = createFeatureRegistry(features);

/** The app's cache: the schema's fragment matching, ruled by every area's type policies. */
export function createCache(): InMemoryCache {
  return apollo.createCache(appFeatures.typePolicies);
}

/** The app's Apollo Client (see apollo/client.ts), its cache ruled by every area's type policies. */
export function createApolloSetup(options?: apollo.ApolloSetupOptions): apollo.ApolloSetup {
  return apollo.createApolloSetup(appFeatures.typePolicies, options);
}
