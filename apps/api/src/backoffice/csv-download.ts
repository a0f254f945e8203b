import type { FastifyReply } from 'fastify';

/**
 * Sends a back-office export as a CSV file to download, named `filename`, kept out of shared
 * caches. The CSV text is an answer the routes' response schemas (refusals only) do not type.
 */
export function sendCsvDownload(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
