import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * Which process made a loopback connection: the Discord stand-in knows the port a request came
 * from, and the chaos run kills the replica behind it. Linux's own tables say it: the socket
 * whose local port is the caller's and remote port the server's (/proc/net/tcp, tcp6) has an
 * inode, and the process holding that inode among its descriptors made the connection.
 */

/** The inode of the socket from `from` to `to` in a /proc/net/tcp(6) table, if it lists one. */
export function socketInode(table: string, from: number, to: number): string | undefined {
  for (const line of table.split('\n').slice(1)) {
    // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
    const f = line.trim().split(/\s+/);
    if (f.length < 10) continue;
    const port = (address: string) => Number.parseInt(address.split(':')[1] ?? '', 16);
    if (port(f[1]!) === from && port(f[2]!) === to && f[9] !== '0') return f[9];
  }
  return undefined;
}

/** Of `pids`, the one holding the client end of the loopback connection from port `from` to port `to`. */
export function peerProcess(from: number, to: number, pids: readonly number[]): number | undefined {
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  const inode = socketInode(read('/proc/net/tcp'), from, to) ?? socketInode(read('/proc/net/tcp6'), from, to);
  if (!inode) return undefined;
  const wanted = `socket:[${inode}]`;
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === wanted) return pid;
      } catch {
        // Closed since the listing.
      }
    }
  }
  return undefined;
}
