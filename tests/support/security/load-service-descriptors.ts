import { readdirSync } from 'node:fs';
import type { DescService } from '@bufbuild/protobuf';

const GEN_DIR = new URL('../../../gen/ratefiling/v1/', import.meta.url);

/** Every service the api declares (gen/ratefiling/v1/*_service_pb.ts), for table-driven tests. */
export async function loadServiceDescriptors(): Promise<DescService[]> {
  const found: DescService[] = [];
  const files = readdirSync(GEN_DIR).filter((name) => name.endsWith('_service_pb.ts'));
  for (const file of files.sort()) {
    const module: Record<string, unknown> = await import(new URL(file, GEN_DIR).href);
    for (const value of Object.values(module)) {
      if (value && typeof value === 'object' && 'kind' in value && value.kind === 'service') {
        found.push(value as DescService);
      }
    }
  }
  return found;
}
