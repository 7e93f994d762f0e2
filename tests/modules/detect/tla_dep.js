export const value = await Promise.resolve('dep by detection');
