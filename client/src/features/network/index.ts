/**
 * What the network area offers the other areas; its manifest is network.feature.ts.
 */
export { MutualConnections } from "./MutualConnections";
