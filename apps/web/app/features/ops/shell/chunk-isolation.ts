import type { Plugin } from "vite";

/**
 * `ops-shell.chunk-isolation`: customer pages load no byte of the staff side. A module is staff code
 * when it lives under `app/features/ops/` or is an `app/routes/ops-*` route module. In the
 * browser build, every chunk a customer entry (the client entry, the root, each customer route,
 * each lazily imported customer module) loads — itself and everything it imports statically —
 * must hold no staff module; otherwise the build fails, naming the chunk, the module and the
 * entry that pulls it in (a customer page importing features/ops, or a code-splitting group
 * such as `shared` in vite.config.ts swallowing a staff module).
 */
export const STAFF_MODULE = /[\\/]app[\\/](features[\\/]ops[\\/]|routes[\\/]ops-[^\\/]*$)/;

/** The part of a Rolldown/Vite output chunk this check reads. */
export type ChunkFacts = {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
};

export type StaffLeak = { entry: string; chunk: string; module: string };

const path = (id: string) => id.split("?")[0] ?? id;

export function isStaffModule(id: string): boolean {
  return STAFF_MODULE.test(path(id));
}

/** Every staff module that a customer entry loads, with the chunk that carries it. */
export function findStaffLeaks(chunks: readonly ChunkFacts[]): StaffLeak[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const leaks: StaffLeak[] = [];
  for (const entry of chunks) {
    if (!entry.isEntry && !entry.isDynamicEntry) continue;
    if (entry.facadeModuleId !== null && isStaffModule(entry.facadeModuleId)) continue;
    const seen = new Set<string>();
    const queue = [entry.fileName];
    while (queue.length > 0) {
      const name = queue.pop()!;
      if (seen.has(name)) continue;
      seen.add(name);
      const chunk = byName.get(name);
      if (!chunk) continue;
      for (const id of chunk.moduleIds)
        if (isStaffModule(id))
          leaks.push({
            entry: path(entry.facadeModuleId ?? entry.fileName),
            chunk: name,
            module: path(id),
          });
      queue.push(...chunk.imports);
    }
  }
  return leaks;
}

/** The build step: fails the browser build on any leak (`ops-shell.chunk-isolation`). */
export function staffChunkGuard(): Plugin {
  return {
    name: "coop-staff-chunk-guard",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunks: ChunkFacts[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks.push({
          fileName: output.fileName,
          moduleIds: output.moduleIds,
          imports: output.imports,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: output.facadeModuleId,
        });
      }
      const leaks = findStaffLeaks(chunks);
      if (leaks.length > 0) {
        this.error(
          "ops-shell.chunk-isolation: customer pages would load staff code:\n" +
            leaks.map((l) => `  ${l.entry} → ${l.chunk} holds ${l.module}`).join("\n"),
        );
      }
    },
  };
}
