/* vm/source_part.h — the parts of a source text joined from several files
 * (tools/embed_js.py writes a table of them next to the joined text). A
 * position in the joined text is shown as a position in the part it falls
 * in, so a stack frame names the file and line a reader can open. */
#ifndef TARN_SOURCE_PART_H
#define TARN_SOURCE_PART_H

typedef struct SourcePart {
    const char *file;     /* the name a stack frame shows; NULL ends a table */
    unsigned first_line;  /* 1-based line of the joined text where the part starts */
} SourcePart;

#endif
