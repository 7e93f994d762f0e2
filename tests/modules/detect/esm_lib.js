export const value = "esm by detection";
