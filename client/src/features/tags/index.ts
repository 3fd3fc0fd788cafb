// The tags area's public surface: nothing yet (its manifest is tags.feature.ts).
export {};
