type Connection = { saveData?: boolean; effectiveType?: string }

/** Whether the reader asked to save data or is on 2g: nothing is fetched on speculation then (the spec). */
export function onSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection
  return !!connection && (connection.saveData === true || /2g/.test(connection.effectiveType ?? ''))
}
