// Recomputes the audit trail's hash chain and names the first broken link (issue 31).
//   npm run audit:verify -w @dpohub/api [-- <id>:<hash>]
// Reads the database of the API's configuration (DATABASE_URL, or the embedded one in DATA_DIR,
// which admits one process: stop the API first, or call GET /api/auditoria/verificacao).
// Exit code 0 when the chain holds, 1 when a link is broken, 2 when it could not run.
import { AUDIT_MESSAGES } from '@dpohub/domain';
import { parseKnownHead } from '../src/audit/audit.routes';
import { verifyAuditChain } from '../src/audit/audit-verify';
import { parseConfig } from '../src/config';
import { openDatabase } from '../src/db/database';

async function main(): Promise<number> {
  const knownHead = parseKnownHead(process.argv[2]);
  const config = parseConfig();
  const database = await openDatabase(config.database);
  try {
    const started = performance.now();
    const result = await verifyAuditChain(database.db, { knownHead });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (result.ok) {
      console.log(`${AUDIT_MESSAGES.verifyOk(result.checked)} (${seconds} s)`);
      if (result.head)
        console.log(
          `Último evento (guarde para a próxima verificação): ${result.head.id}:${result.head.hash}`,
        );
      return 0;
    }
    const broken = result.firstBroken!;
    console.log(AUDIT_MESSAGES.verifyBroken(broken.id, broken.reason));
    console.log(`${result.checked} eventos íntegros antes dele (${seconds} s).`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  },
);
