// The Snowball English stemmer (Porter2), as tantivy's `Stemmer::default()` runs it (frostem,
// Snowball 3.1.1): converted line by line from frostem's generated `english_stemmer.rs`, so the
// static search stems exactly like the server. The word is handled as UTF-8 bytes (one char code
// per byte), as the Rust environment does; tests/data/search_vectors.json holds the check.
/* eslint-disable */

/** [string, result] of one Snowball `among` entry (no entry here has a routine). */
type Among = [string, number];

class Env {
  current: string;
  cursor = 0;
  limit: number;
  limitBackward = 0;
  bra = 0;
  ket = 0;
  constructor(bytes: string) {
    this.current = bytes;
    this.limit = bytes.length;
  }
  byte(i: number): number {
    return this.current.charCodeAt(i);
  }
  private boundary(i: number): boolean {
    const b = this.current.charCodeAt(i);
    return i >= this.current.length || !(b >= 0x80 && b < 0xc0);
  }
  /** The code point at `i` as far as groupings care: ASCII as is, anything else out of range. */
  private ch(i: number): number {
    const b = this.current.charCodeAt(i);
    return b < 0x80 ? b : 0x110000;
  }
  private replaceS(bra: number, ket: number, s: string): number {
    const adjustment = s.length - (ket - bra);
    this.current = this.current.slice(0, bra) + s + this.current.slice(ket);
    this.limit += adjustment;
    if (this.cursor >= ket) this.cursor += adjustment;
    else if (this.cursor > bra) this.cursor = bra;
    return adjustment;
  }
  eqS(s: string): boolean {
    if (this.cursor >= this.limit) return false;
    if (!this.current.startsWith(s, this.cursor)) return false;
    this.cursor += s.length;
    while (!this.boundary(this.cursor)) this.cursor++;
    return true;
  }
  eqSB(s: string): boolean {
    if (this.cursor - this.limitBackward < s.length) return false;
    const from = this.cursor - s.length;
    if (!this.boundary(from) || !this.current.startsWith(s, from)) return false;
    this.cursor = from;
    return true;
  }
  sliceFrom(s: string): void {
    const bra = this.bra;
    this.replaceS(bra, this.ket, s);
    this.ket = bra + s.length;
  }
  sliceDel(): void {
    this.sliceFrom('');
  }
  nextChar(): void {
    this.cursor++;
    while (!this.boundary(this.cursor)) this.cursor++;
  }
  previousChar(): void {
    this.cursor--;
    while (!this.boundary(this.cursor)) this.cursor--;
  }
  hop(delta: number): boolean {
    let res = this.cursor;
    while (delta-- > 0) {
      if (res >= this.limit) return false;
      res++;
      while (res < this.limit && !this.boundary(res)) res++;
    }
    this.cursor = res;
    return true;
  }
  hopBack(delta: number): boolean {
    let res = this.cursor;
    while (delta-- > 0) {
      if (res <= this.limitBackward) return false;
      res--;
      while (res > this.limitBackward && !this.boundary(res)) res--;
    }
    this.cursor = res;
    return true;
  }
  private inSet(g: number[], min: number, max: number, ch: number): boolean {
    if (ch > max || ch < min) return false;
    ch -= min;
    return (g[ch >> 3] & (1 << (ch & 7))) !== 0;
  }
  inGrouping(g: number[], min: number, max: number): boolean {
    if (this.cursor >= this.limit || !this.inSet(g, min, max, this.ch(this.cursor))) return false;
    this.nextChar();
    return true;
  }
  goInGrouping(g: number[], min: number, max: number): boolean {
    while (this.cursor < this.limit) {
      if (!this.inSet(g, min, max, this.ch(this.cursor))) return true;
      this.nextChar();
    }
    return false;
  }
  goOutGrouping(g: number[], min: number, max: number): boolean {
    while (this.cursor < this.limit) {
      if (this.inSet(g, min, max, this.ch(this.cursor))) return true;
      this.nextChar();
    }
    return false;
  }
  inGroupingB(g: number[], min: number, max: number): boolean {
    if (this.cursor <= this.limitBackward) return false;
    const c = this.cursor;
    this.previousChar();
    if (!this.inSet(g, min, max, this.ch(this.cursor))) {
      this.cursor = c;
      return false;
    }
    return true;
  }
  outGroupingB(g: number[], min: number, max: number): boolean {
    if (this.cursor <= this.limitBackward) return false;
    const c = this.cursor;
    this.previousChar();
    if (!this.inSet(g, min, max, this.ch(this.cursor))) return true;
    this.cursor = c;
    return false;
  }
  goOutGroupingB(g: number[], min: number, max: number): boolean {
    while (this.cursor > this.limitBackward) {
      const c = this.cursor;
      this.previousChar();
      if (this.inSet(g, min, max, this.ch(this.cursor))) {
        this.cursor = c;
        return true;
      }
    }
    return false;
  }
  /** The longest entry that the text after the cursor starts with (what Snowball's binary search
   *  over the sorted table finds when no entry has a routine). */
  findAmong(table: Among[]): number {
    let best: Among | undefined;
    for (const a of table) {
      if (this.cursor + a[0].length <= this.limit && this.current.startsWith(a[0], this.cursor) && (!best || a[0].length > best[0].length)) best = a;
    }
    if (!best) return 0;
    this.cursor += best[0].length;
    return best[1];
  }
  /** The longest entry that the text before the cursor ends with. */
  findAmongB(table: Among[]): number {
    let best: Among | undefined;
    for (const a of table) {
      const from = this.cursor - a[0].length;
      if (from >= this.limitBackward && this.current.startsWith(a[0], from) && (!best || a[0].length > best[0].length)) best = a;
    }
    if (!best) return 0;
    this.cursor -= best[0].length;
    return best[1];
  }
}

const A_0: Among[] = [['arsen', -1], ['commun', -1], ['emerg', -1], ['gener', -1], ['inter', -1], ['later', -1], ['organ', -1], ['past', -1], ['univers', -1]];
const A_1: Among[] = [["'", 1], ["'s'", 1], ["'s", 1]];
const A_2: Among[] = [['ied', 2], ['s', 3], ['ies', 2], ['sses', 1], ['ss', -1], ['us', -1]];
const A_3: Among[] = [['succ', 1], ['proc', 1], ['exc', 1]];
const A_4: Among[] = [['even', 2], ['cann', 2], ['inn', 2], ['earr', 2], ['herr', 2], ['out', 2], ['y', 1]];
const A_5: Among[] = [['', -1], ['ed', 2], ['eed', 1], ['ing', 3], ['edly', 2], ['eedly', 1], ['ingly', 2]];
const A_6: Among[] = [['', 3], ['bb', 2], ['dd', 2], ['ff', 2], ['gg', 2], ['bl', 1], ['mm', 2], ['nn', 2], ['pp', 2], ['rr', 2], ['at', 1], ['tt', 2], ['iz', 1]];
const A_7: Among[] = [['anci', 3], ['enci', 2], ['ogi', 14], ['li', 16], ['bli', 12], ['abli', 4], ['alli', 8], ['fulli', 9], ['lessli', 15], ['ousli', 10], ['entli', 5], ['aliti', 8], ['biliti', 12], ['iviti', 11], ['tional', 1], ['ational', 7], ['alism', 8], ['ation', 7], ['ization', 6], ['izer', 6], ['ator', 7], ['iveness', 11], ['fulness', 9], ['ousness', 10], ['ogist', 13]];
const A_8: Among[] = [['icate', 4], ['ative', 6], ['alize', 3], ['iciti', 4], ['ical', 4], ['tional', 1], ['ational', 2], ['ful', 5], ['ness', 5]];
const A_9: Among[] = [['ic', 1], ['ance', 1], ['ence', 1], ['able', 1], ['ible', 1], ['ate', 1], ['ive', 1], ['ize', 1], ['iti', 1], ['al', 1], ['ism', 1], ['ion', 2], ['er', 1], ['ous', 1], ['ant', 1], ['ent', 1], ['ment', 1], ['ement', 1]];
const A_10: Among[] = [['e', 1], ['l', 2]];
const A_11: Among[] = [['andes', -1], ['atlas', -1], ['bias', -1], ['cosmos', -1], ['early', 6], ['gently', 4], ['howe', -1], ['idly', 3], ['news', -1], ['only', 7], ['singly', 8], ['skies', 2], ['skis', 1], ['sky', -1], ['ugly', 5]];
const G_aeo = [17, 64];
const G_v = [17, 65, 16, 1];
const G_v_WXY = [1, 17, 65, 208, 1];
const G_valid_LI = [55, 141, 2];
function r_shortv(env: Env): boolean {
    lab0: while (true) {
        let v_1 = env.limit - env.cursor;
        lab1: while (true) {
            if (!env.outGroupingB(G_v_WXY, 89, 121)) {
                break lab1;
            }
            if (!env.inGroupingB(G_v, 97, 121)) {
                break lab1;
            }
            if (!env.outGroupingB(G_v, 97, 121)) {
                break lab1;
            }
            break lab0;
        }
        env.cursor = env.limit - v_1;
        lab2: while (true) {
            if (!env.outGroupingB(G_v, 97, 121)) {
                break lab2;
            }
            if (!env.inGroupingB(G_v, 97, 121)) {
                break lab2;
            }
            if (env.cursor > env.limitBackward) {
                break lab2;
            }
            break lab0;
        }
        env.cursor = env.limit - v_1;
        if (!env.eqSB("past")) {
            return false;
        }
        break lab0;
    }
    return true;
}

function stemEnv(env: Env): boolean {
    let among_var = 0;
    let b_Y_found = false;
    let i_p2 = 0;
    let i_p1 = 0;
    lab0: while (true) {
        let v_1 = env.cursor;
        lab1: while (true) {
            env.bra = env.cursor;
            if ((env.cursor + 2 >= env.limit || env.byte(env.cursor + 2) >> 5 != 3 || ((42750482 >> (env.byte(env.cursor + 2) & 0x1f)) & 1) == 0)) {
                break lab1;
            }

            among_var = env.findAmong(A_11);
            if (among_var == 0) {
                break lab1;
            }
            env.ket = env.cursor;
            if (env.cursor < env.limit) {
                break lab1;
            }
            switch (among_var) {
                case 1: {
                    env.sliceFrom("ski");
                } break;
                case 2: {
                    env.sliceFrom("sky");
                } break;
                case 3: {
                    env.sliceFrom("idl");
                } break;
                case 4: {
                    env.sliceFrom("gentl");
                } break;
                case 5: {
                    env.sliceFrom("ugli");
                } break;
                case 6: {
                    env.sliceFrom("earli");
                } break;
                case 7: {
                    env.sliceFrom("onli");
                } break;
                case 8: {
                    env.sliceFrom("singl");
                } break;
            }
            break lab0;
        }
        env.cursor = v_1;
        lab2: while (true) {
            lab3: while (true) {
                if (!env.hop(3)) {
                    break lab3;
                }
                break lab2;
            }
            break lab0;
        }
        env.cursor = v_1;
        lab4: while (true) {
            b_Y_found = false;
            let v_2 = env.cursor;
            lab5: while (true) {
                env.bra = env.cursor;
                if (!env.eqS("'")) {
                    break lab5;
                }
                env.ket = env.cursor;
                env.sliceDel();
                break lab5;
            }
            env.cursor = v_2;
            let v_3 = env.cursor;
            lab6: while (true) {
                env.bra = env.cursor;
                if (!env.eqS("y")) {
                    break lab6;
                }
                env.ket = env.cursor;
                env.sliceFrom("Y");
                b_Y_found = true;
                break lab6;
            }
            env.cursor = v_3;
            let v_4 = env.cursor;
            lab7: while (true) {
                replab8: while (true) {
                    let v_5 = env.cursor;
                    lab9: for (let once = 0; once < 1; once++) {
                        golab10: while (true) {
                            let v_6 = env.cursor;
                            lab11: while (true) {
                                if (!env.inGrouping(G_v, 97, 121)) {
                                    break lab11;
                                }
                                env.bra = env.cursor;
                                if (!env.eqS("y")) {
                                    break lab11;
                                }
                                env.ket = env.cursor;
                                env.cursor = v_6;
                                break golab10;
                            }
                            env.cursor = v_6;
                            if (env.cursor >= env.limit) {
                                break lab9;
                            }
                            env.nextChar();
                        }
                        env.sliceFrom("Y");
                        b_Y_found = true;
                        continue replab8;
                    }
                    env.cursor = v_5;
                    break replab8;
                }
                break lab7;
            }
            env.cursor = v_4;
            break lab4;
        }
        lab12: while (true) {
            i_p1 = env.limit;
            i_p2 = env.limit;
            let v_7 = env.cursor;
            lab13: while (true) {
                lab14: while (true) {
                    let v_8 = env.cursor;
                    lab15: while (true) {
                        if ((env.cursor + 3 >= env.limit || env.byte(env.cursor + 3) >> 5 != 3 || ((5513250 >> (env.byte(env.cursor + 3) & 0x1f)) & 1) == 0)) {
                            break lab15;
                        }

                        if (env.findAmong(A_0) == 0) {
                            break lab15;
                        }
                        break lab14;
                    }
                    env.cursor = v_8;
                    if (!env.goOutGrouping(G_v, 97, 121)) {
                        break lab13;
                    }
                    env.nextChar();
                    if (!env.goInGrouping(G_v, 97, 121)) {
                        break lab13;
                    }
                    env.nextChar();
                    break lab14;
                }
                i_p1 = env.cursor;
                if (!env.goOutGrouping(G_v, 97, 121)) {
                    break lab13;
                }
                env.nextChar();
                if (!env.goInGrouping(G_v, 97, 121)) {
                    break lab13;
                }
                env.nextChar();
                i_p2 = env.cursor;
                break lab13;
            }
            env.cursor = v_7;
            break lab12;
        }
        env.limitBackward = env.cursor;
        env.cursor = env.limit;
        let v_9 = env.limit - env.cursor;
        lab16: while (true) {
            let v_10 = env.limit - env.cursor;
            lab17: while (true) {
                env.ket = env.cursor;
                if ((env.cursor <= env.limitBackward || (env.byte(env.cursor - 1) != 39 && env.byte(env.cursor - 1) != 115))) {
                    env.cursor = env.limit - v_10;
                    break lab17;
                }

                if (env.findAmongB(A_1) == 0) {
                    env.cursor = env.limit - v_10;
                    break lab17;
                }
                env.bra = env.cursor;
                env.sliceDel();
                break lab17;
            }
            env.ket = env.cursor;
            if ((env.cursor <= env.limitBackward || (env.byte(env.cursor - 1) != 100 && env.byte(env.cursor - 1) != 115))) {
                break lab16;
            }

            among_var = env.findAmongB(A_2);
            if (among_var == 0) {
                break lab16;
            }
            env.bra = env.cursor;
            switch (among_var) {
                case 1: {
                    env.sliceFrom("ss");
                } break;
                case 2: {
                    lab18: while (true) {
                        let v_11 = env.limit - env.cursor;
                        lab19: while (true) {
                            if (!env.hopBack(2)) {
                                break lab19;
                            }
                            env.sliceFrom("i");
                            break lab18;
                        }
                        env.cursor = env.limit - v_11;
                        env.sliceFrom("ie");
                        break lab18;
                    }
                } break;
                case 3: {
                    if (env.cursor <= env.limitBackward) {
                        break lab16;
                    }
                    env.previousChar();
                    if (!env.goOutGroupingB(G_v, 97, 121)) {
                        break lab16;
                    }
                    env.previousChar();
                    env.sliceDel();
                } break;
            }
            break lab16;
        }
        env.cursor = env.limit - v_9;
        let v_12 = env.limit - env.cursor;
        lab20: while (true) {
            env.ket = env.cursor;
            if ((env.cursor - 1 <= env.limitBackward || env.byte(env.cursor - 1) >> 5 != 3 || ((33554576 >> (env.byte(env.cursor - 1) & 0x1f)) & 1) == 0)) { among_var = -1; }
            else {
                among_var = env.findAmongB(A_5);
            }
            env.bra = env.cursor;
            lab21: while (true) {
                let v_13 = env.limit - env.cursor;
                lab22: while (true) {
                    switch (among_var) {
                        case 1: {
                            let v_14 = env.limit - env.cursor;
                            lab23: while (true) {
                                if (i_p1 > env.cursor) {
                                    break lab23;
                                }
                                lab24: while (true) {
                                    let v_15 = env.limit - env.cursor;
                                    lab25: while (true) {
                                        if ((env.cursor - 2 <= env.limitBackward || env.byte(env.cursor - 1) != 99)) {
                                            break lab25;
                                        }

                                        if (env.findAmongB(A_3) == 0) {
                                            break lab25;
                                        }
                                        if (env.cursor > env.limitBackward) {
                                            break lab25;
                                        }
                                        break lab24;
                                    }
                                    env.cursor = env.limit - v_15;
                                    env.sliceFrom("ee");
                                    break lab24;
                                }
                                break lab23;
                            }
                            env.cursor = env.limit - v_14;
                        } break;
                        case 2: {
                            break lab22;
                        } break;
                        case 3: {
                            if ((env.cursor <= env.limitBackward || env.byte(env.cursor - 1) >> 5 != 3 || ((34881536 >> (env.byte(env.cursor - 1) & 0x1f)) & 1) == 0)) {
                                break lab22;
                            }

                            among_var = env.findAmongB(A_4);
                            if (among_var == 0) {
                                break lab22;
                            }
                            switch (among_var) {
                                case 1: {
                                    let v_16 = env.limit - env.cursor;
                                    if (!env.outGroupingB(G_v, 97, 121)) {
                                        break lab22;
                                    }
                                    if (env.cursor > env.limitBackward) {
                                        break lab22;
                                    }
                                    env.cursor = env.limit - v_16;
                                    env.bra = env.cursor;
                                    env.sliceFrom("ie");
                                } break;
                                case 2: {
                                    if (env.cursor > env.limitBackward) {
                                        break lab22;
                                    }
                                } break;
                            }
                        } break;
                    }
                    break lab21;
                }
                env.cursor = env.limit - v_13;
                let v_17 = env.limit - env.cursor;
                if (!env.goOutGroupingB(G_v, 97, 121)) {
                    break lab20;
                }
                env.previousChar();
                env.cursor = env.limit - v_17;
                env.sliceDel();
                env.ket = env.cursor;
                env.bra = env.cursor;
                let v_18 = env.limit - env.cursor;
                if ((env.cursor - 1 <= env.limitBackward || env.byte(env.cursor - 1) >> 5 != 3 || ((68514004 >> (env.byte(env.cursor - 1) & 0x1f)) & 1) == 0)) { among_var = 3; }
                else {
                    among_var = env.findAmongB(A_6);
                }
                switch (among_var) {
                    case 1: {
                        env.sliceFrom("e");
                        break lab20;
                    } break;
                    case 2: {
                        let v_19 = env.limit - env.cursor;
                        lab26: while (true) {
                            if (!env.inGroupingB(G_aeo, 97, 111)) {
                                break lab26;
                            }
                            if (env.cursor > env.limitBackward) {
                                break lab26;
                            }
                            break lab20;
                        }
                        env.cursor = env.limit - v_19;
                    } break;
                    case 3: {
                        if (env.cursor != i_p1) {
                            break lab20;
                        }
                        let v_20 = env.limit - env.cursor;
                        if (!r_shortv(env)) {
                            break lab20;
                        }
                        env.cursor = env.limit - v_20;
                        env.sliceFrom("e");
                        break lab20;
                    } break;
                }
                env.cursor = env.limit - v_18;
                env.ket = env.cursor;
                if (env.cursor <= env.limitBackward) {
                    break lab20;
                }
                env.previousChar();
                env.bra = env.cursor;
                env.sliceDel();
                break lab21;
            }
            break lab20;
        }
        env.cursor = env.limit - v_12;
        let v_21 = env.limit - env.cursor;
        lab27: while (true) {
            env.ket = env.cursor;
            lab28: while (true) {
                lab29: while (true) {
                    if (!env.eqSB("y")) {
                        break lab29;
                    }
                    break lab28;
                }
                if (!env.eqSB("Y")) {
                    break lab27;
                }
                break lab28;
            }
            env.bra = env.cursor;
            if (!env.outGroupingB(G_v, 97, 121)) {
                break lab27;
            }
            if (env.cursor <= env.limitBackward) {
                break lab27;
            }
            env.sliceFrom("i");
            break lab27;
        }
        env.cursor = env.limit - v_21;
        let v_22 = env.limit - env.cursor;
        lab30: while (true) {
            env.ket = env.cursor;
            if ((env.cursor - 1 <= env.limitBackward || env.byte(env.cursor - 1) >> 5 != 3 || ((1864192 >> (env.byte(env.cursor - 1) & 0x1f)) & 1) == 0)) {
                break lab30;
            }

            among_var = env.findAmongB(A_7);
            if (among_var == 0) {
                break lab30;
            }
            env.bra = env.cursor;
            if (i_p1 > env.cursor) {
                break lab30;
            }
            switch (among_var) {
                case 1: {
                    env.sliceFrom("tion");
                } break;
                case 2: {
                    env.sliceFrom("ence");
                } break;
                case 3: {
                    env.sliceFrom("ance");
                } break;
                case 4: {
                    env.sliceFrom("able");
                } break;
                case 5: {
                    env.sliceFrom("ent");
                } break;
                case 6: {
                    env.sliceFrom("ize");
                } break;
                case 7: {
                    env.sliceFrom("ate");
                } break;
                case 8: {
                    env.sliceFrom("al");
                } break;
                case 9: {
                    env.sliceFrom("ful");
                } break;
                case 10: {
                    env.sliceFrom("ous");
                } break;
                case 11: {
                    env.sliceFrom("ive");
                } break;
                case 12: {
                    env.sliceFrom("ble");
                } break;
                case 13: {
                    env.sliceFrom("og");
                } break;
                case 14: {
                    if (!env.eqSB("l")) {
                        break lab30;
                    }
                    env.sliceFrom("og");
                } break;
                case 15: {
                    env.sliceFrom("less");
                } break;
                case 16: {
                    if (!env.inGroupingB(G_valid_LI, 99, 116)) {
                        break lab30;
                    }
                    env.sliceDel();
                } break;
            }
            break lab30;
        }
        env.cursor = env.limit - v_22;
        let v_23 = env.limit - env.cursor;
        lab31: while (true) {
            env.ket = env.cursor;
            if ((env.cursor - 2 <= env.limitBackward || env.byte(env.cursor - 1) >> 5 != 3 || ((528928 >> (env.byte(env.cursor - 1) & 0x1f)) & 1) == 0)) {
                break lab31;
            }

            among_var = env.findAmongB(A_8);
            if (among_var == 0) {
                break lab31;
            }
            env.bra = env.cursor;
            if (i_p1 > env.cursor) {
                break lab31;
            }
            switch (among_var) {
                case 1: {
                    env.sliceFrom("tion");
                } break;
                case 2: {
                    env.sliceFrom("ate");
                } break;
                case 3: {
                    env.sliceFrom("al");
                } break;
                case 4: {
                    env.sliceFrom("ic");
                } break;
                case 5: {
                    env.sliceDel();
                } break;
                case 6: {
                    if (i_p2 > env.cursor) {
                        break lab31;
                    }
                    env.sliceDel();
                } break;
            }
            break lab31;
        }
        env.cursor = env.limit - v_23;
        let v_24 = env.limit - env.cursor;
        lab32: while (true) {
            env.ket = env.cursor;
            if ((env.cursor - 1 <= env.limitBackward || env.byte(env.cursor - 1) >> 5 != 3 || ((1864232 >> (env.byte(env.cursor - 1) & 0x1f)) & 1) == 0)) {
                break lab32;
            }

            among_var = env.findAmongB(A_9);
            if (among_var == 0) {
                break lab32;
            }
            env.bra = env.cursor;
            if (i_p2 > env.cursor) {
                break lab32;
            }
            switch (among_var) {
                case 1: {
                    env.sliceDel();
                } break;
                case 2: {
                    lab33: while (true) {
                        lab34: while (true) {
                            if (!env.eqSB("s")) {
                                break lab34;
                            }
                            break lab33;
                        }
                        if (!env.eqSB("t")) {
                            break lab32;
                        }
                        break lab33;
                    }
                    env.sliceDel();
                } break;
            }
            break lab32;
        }
        env.cursor = env.limit - v_24;
        let v_25 = env.limit - env.cursor;
        lab35: while (true) {
            env.ket = env.cursor;
            if ((env.cursor <= env.limitBackward || (env.byte(env.cursor - 1) != 101 && env.byte(env.cursor - 1) != 108))) {
                break lab35;
            }

            among_var = env.findAmongB(A_10);
            if (among_var == 0) {
                break lab35;
            }
            env.bra = env.cursor;
            switch (among_var) {
                case 1: {
                    lab36: while (true) {
                        lab37: while (true) {
                            if (i_p2 > env.cursor) {
                                break lab37;
                            }
                            break lab36;
                        }
                        if (i_p1 > env.cursor) {
                            break lab35;
                        }
                        let v_26 = env.limit - env.cursor;
                        lab38: while (true) {
                            if (!r_shortv(env)) {
                                break lab38;
                            }
                            break lab35;
                        }
                        env.cursor = env.limit - v_26;
                        break lab36;
                    }
                    env.sliceDel();
                } break;
                case 2: {
                    if (i_p2 > env.cursor) {
                        break lab35;
                    }
                    if (!env.eqSB("l")) {
                        break lab35;
                    }
                    env.sliceDel();
                } break;
            }
            break lab35;
        }
        env.cursor = env.limit - v_25;
        env.cursor = env.limitBackward;
        let v_27 = env.cursor;
        lab39: while (true) {
            if (!b_Y_found) {
                break lab39;
            }
            replab40: while (true) {
                let v_28 = env.cursor;
                lab41: for (let once = 0; once < 1; once++) {
                    golab42: while (true) {
                        let v_29 = env.cursor;
                        lab43: while (true) {
                            env.bra = env.cursor;
                            if (!env.eqS("Y")) {
                                break lab43;
                            }
                            env.ket = env.cursor;
                            env.cursor = v_29;
                            break golab42;
                        }
                        env.cursor = v_29;
                        if (env.cursor >= env.limit) {
                            break lab41;
                        }
                        env.nextChar();
                    }
                    env.sliceFrom("y");
                    continue replab40;
                }
                env.cursor = v_28;
                break replab40;
            }
            break lab39;
        }
        env.cursor = v_27;
        break lab0;
    }
    return true;
}



const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

/** The English stem of a lower-cased word. */
export function stem(word: string): string {
  let bytes = word;
  if (/[^\x00-\x7f]/.test(word)) bytes = String.fromCharCode(...utf8.encode(word));
  const env = new Env(bytes);
  stemEnv(env);
  const out = env.current.slice(0, env.limit);
  return bytes === word ? out : fromUtf8.decode(Uint8Array.from(out, (c) => c.charCodeAt(0)));
}
