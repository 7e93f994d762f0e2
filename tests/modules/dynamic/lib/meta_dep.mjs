export const main = import.meta.main;
export const url = import.meta.url;
