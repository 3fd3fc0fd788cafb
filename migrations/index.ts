// Every migration, in order. Generated files are added here by hand after review.
import { Foundation1795260780952 } from "./1795260780952-Foundation";

export const migrations: Function[] = [Foundation1795260780952];
