// Jest globalTeardown of the "e2e" project: stops the app started by global-setup and removes its data.
import fs from "node:fs";
import { appServerKey, type AppServer, stopAppServer } from "./app-server";
import { BASE_URL_ENV, stateFile } from "./state";

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as Record<string, unknown>)[appServerKey] as AppServer | undefined;
  if (server) {
    await stopAppServer(server);
    delete (globalThis as Record<string, unknown>)[appServerKey];
  }
  delete process.env[BASE_URL_ENV];
  fs.rmSync(stateFile, { force: true });
}
