import type { SwaggerTransformObject } from "@fastify/swagger";
import { jsonSchemaTransformObject } from "fastify-type-provider-zod";

type WithSchemas = { components?: { schemas?: Record<string, unknown> } };

/**
 * fastify-type-provider-zod's document transform: every schema registered with an id
 * (`.meta({ id })`) becomes a component, in an output and an input ("…Input") version, so
 * the operations' `$ref`s resolve. The versions no operation uses are left out, so that a
 * client generator sees only the types the API really has.
 */
export const openApiComponents: SwaggerTransformObject = (document) => {
  const openapi = jsonSchemaTransformObject(document) as ReturnType<SwaggerTransformObject> &
    WithSchemas;
  const schemas = openapi.components?.schemas;
  if (schemas === undefined) return openapi;
  const kept = { ...schemas };
  const withKept = () => ({ ...openapi, components: { ...openapi.components, schemas: kept } });
  // A component used only by a component left out is unused too: repeat until stable.
  for (let changed = true; changed;) {
    changed = false;
    const text = JSON.stringify(withKept());
    for (const name of Object.keys(kept)) {
      if (!text.includes(JSON.stringify(`#/components/schemas/${name}`))) {
        delete kept[name];
        changed = true;
      }
    }
  }
  return withKept() as ReturnType<SwaggerTransformObject>;
};
