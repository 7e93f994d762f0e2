/* compiler/token.h — token kinds produced by compiler/lexer.re.
 * TOK(enum, "spelling") — spelling is what error messages print. */
#ifndef TARN_TOKEN_H
#define TARN_TOKEN_H

#define TARN_TOKENS(TOK) \
    TOK(T_EOF, "end of input") TOK(T_ERROR, "error") \
    TOK(T_NUM, "number") TOK(T_STR, "string") TOK(T_IDENT, "identifier") \
    TOK(T_TEMPLATE_FULL, "template") TOK(T_TEMPLATE_HEAD, "template") \
    TOK(T_TEMPLATE_MIDDLE, "template") TOK(T_TEMPLATE_TAIL, "template") TOK(T_REGEX, "regular expression") \
    TOK(T_LPAREN, "(") TOK(T_RPAREN, ")") TOK(T_LBRACKET, "[") TOK(T_RBRACKET, "]") \
    TOK(T_LBRACE, "{") TOK(T_RBRACE, "}") TOK(T_SEMI, ";") TOK(T_COMMA, ",") \
    TOK(T_DOT, ".") TOK(T_ELLIPSIS, "...") TOK(T_QUESTION, "?") TOK(T_QDOT, "?.") \
    TOK(T_COLON, ":") TOK(T_ARROW, "=>") \
    TOK(T_PLUS, "+") TOK(T_MINUS, "-") TOK(T_STAR, "*") TOK(T_SLASH, "/") TOK(T_PERCENT, "%") \
    TOK(T_POW, "**") TOK(T_INC, "++") TOK(T_DEC, "--") \
    TOK(T_LT, "<") TOK(T_GT, ">") TOK(T_LE, "<=") TOK(T_GE, ">=") \
    TOK(T_EQ, "==") TOK(T_NE, "!=") TOK(T_SEQ, "===") TOK(T_SNE, "!==") \
    TOK(T_SHL, "<<") TOK(T_SAR, ">>") TOK(T_SHR, ">>>") \
    TOK(T_BITAND, "&") TOK(T_BITOR, "|") TOK(T_BITXOR, "^") TOK(T_BITNOT, "~") TOK(T_NOT, "!") \
    TOK(T_AND, "&&") TOK(T_OR, "||") TOK(T_NULLISH, "??") \
    TOK(T_ASSIGN, "=") TOK(T_PLUS_ASSIGN, "+=") TOK(T_MINUS_ASSIGN, "-=") TOK(T_STAR_ASSIGN, "*=") \
    TOK(T_SLASH_ASSIGN, "/=") TOK(T_PERCENT_ASSIGN, "%=") TOK(T_POW_ASSIGN, "**=") \
    TOK(T_SHL_ASSIGN, "<<=") TOK(T_SAR_ASSIGN, ">>=") TOK(T_SHR_ASSIGN, ">>>=") \
    TOK(T_BITAND_ASSIGN, "&=") TOK(T_BITOR_ASSIGN, "|=") TOK(T_BITXOR_ASSIGN, "^=") \
    TOK(T_AND_ASSIGN, "&&=") TOK(T_OR_ASSIGN, "||=") TOK(T_NULLISH_ASSIGN, "?\?=") \
    TOK(T_AT, "@") TOK(T_HASH, "#") \
    /* keywords (reserved words; contextual ones like of/get/set/static/async are T_IDENT) */ \
    TOK(T_BREAK, "break") TOK(T_CASE, "case") TOK(T_CATCH, "catch") TOK(T_CLASS, "class") \
    TOK(T_CONST, "const") TOK(T_CONTINUE, "continue") TOK(T_DEBUGGER, "debugger") \
    TOK(T_DEFAULT, "default") TOK(T_DELETE, "delete") TOK(T_DO, "do") TOK(T_ELSE, "else") \
    TOK(T_EXPORT, "export") TOK(T_EXTENDS, "extends") TOK(T_FALSE, "false") \
    TOK(T_FINALLY, "finally") TOK(T_FOR, "for") TOK(T_FUNCTION, "function") TOK(T_IF, "if") \
    TOK(T_IMPORT, "import") TOK(T_IN, "in") TOK(T_INSTANCEOF, "instanceof") TOK(T_NEW, "new") \
    TOK(T_NULL, "null") TOK(T_RETURN, "return") TOK(T_SUPER, "super") TOK(T_SWITCH, "switch") \
    TOK(T_THIS, "this") TOK(T_THROW, "throw") TOK(T_TRUE, "true") TOK(T_TRY, "try") \
    TOK(T_TYPEOF, "typeof") TOK(T_VAR, "var") TOK(T_VOID, "void") TOK(T_WHILE, "while") \
    TOK(T_WITH, "with") TOK(T_LET, "let") TOK(T_YIELD, "yield") TOK(T_ENUM, "enum") \
    TOK(T_AWAIT, "await") TOK(T_STATIC, "static") TOK(T_IMPLEMENTS, "implements") \
    TOK(T_INTERFACE, "interface") TOK(T_PACKAGE, "package") TOK(T_PRIVATE, "private") \
    TOK(T_PROTECTED, "protected") TOK(T_PUBLIC, "public")

typedef enum TokenKind {
#define TOK(e, s) e,
    TARN_TOKENS(TOK)
#undef TOK
    T__COUNT
} TokenKind;

#endif
